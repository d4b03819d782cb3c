import "leaflet/dist/leaflet.css";
import { CircleMarker, MapContainer, TileLayer, useMapEvents } from "react-leaflet";

interface Props {
  lat: number | null;
  lng: number | null;
  disabled?: boolean;
  label: string;
  onPick: (lat: number, lng: number) => void;
}

function ClickToPick({ disabled, onPick }: Pick<Props, "disabled" | "onPick">) {
  useMapEvents({
    click(e) {
      if (!disabled) onPick(Number(e.latlng.lat.toFixed(6)), Number(e.latlng.lng.toFixed(6)));
    },
  });
  return null;
}

/** The venue picker: a click on the map sets latitude and longitude (Seoul when nothing is set). */
export default function MapPicker({ lat, lng, disabled, label, onPick }: Props) {
  const center: [number, number] = lat !== null && lng !== null ? [lat, lng] : [37.5665, 126.978];
  return (
    <MapContainer
      center={center}
      zoom={lat !== null ? 15 : 11}
      scrollWheelZoom={false}
      style={{ height: 280, width: "100%", borderRadius: 10, cursor: disabled ? "default" : "crosshair" }}
      aria-label={label}
    >
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
      />
      <ClickToPick disabled={disabled} onPick={onPick} />
      {lat !== null && lng !== null && (
        <CircleMarker center={[lat, lng]} radius={10} pathOptions={{ color: "#1f5eff", fillOpacity: 0.8 }} />
      )}
    </MapContainer>
  );
}
