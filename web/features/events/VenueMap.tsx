import MapIcon from "@mui/icons-material/Map";
import { Box, Button } from "@mui/material";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEngaged } from "../../lib/engaged";
import { useInView } from "../../lib/use-in-view";

const loadMap = () => import("./EventMap");
const EventMap = lazy(loadMap);

/**
 * The venue map behind a facade: Leaflet and its tiles load when the map's place is in view and the visitor
 * has started using the page (scrolled, touched, moved the pointer), or at once with "Show map". The event
 * page's first load does without it; until then a block of the same size with that button holds the place.
 */
export function VenueMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const { t } = useTranslation();
  const [holder, seen] = useInView<HTMLDivElement>();
  const engaged = useEngaged();
  const [asked, setAsked] = useState(false);
  const block = { height: 280, bgcolor: "grey.100", borderRadius: 2 };
  const facade = (
    <Box sx={{ ...block, display: "flex", alignItems: "center", justifyContent: "center" }}>
      <Button
        variant="outlined"
        startIcon={<MapIcon />}
        onPointerEnter={loadMap}
        onFocus={loadMap}
        onClick={() => setAsked(true)}
      >
        {t("event.showMap")}
      </Button>
    </Box>
  );
  return (
    // isolation: Leaflet's own layers (z-index 400 to 1000) stay inside the map, under the Apply bar and the
    // slide-over, instead of competing with the page's layers
    <Box ref={holder} sx={{ isolation: "isolate" }}>
      {asked || (seen && engaged) ? (
        <Suspense fallback={<Box sx={block} />}>
          <EventMap lat={lat} lng={lng} label={label} />
        </Suspense>
      ) : (
        facade
      )}
    </Box>
  );
}
