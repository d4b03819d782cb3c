import "leaflet/dist/leaflet.css";
import { CircleMarker, MapContainer, TileLayer } from "react-leaflet";

/** The venue on a map (OpenStreetMap tiles; the marker is drawn, so no image assets are needed). */
export default function EventMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={15}
      scrollWheelZoom={false}
      style={{ height: 280, width: "100%", borderRadius: 10 }}
      aria-label={label}
    >
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
      />
      <CircleMarker center={[lat, lng]} radius={10} pathOptions={{ color: "#1f5eff", fillOpacity: 0.8 }} />
    </MapContainer>
  );
}
