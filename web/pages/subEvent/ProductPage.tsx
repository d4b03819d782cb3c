import ImageIcon from "@mui/icons-material/Image";
import SearchIcon from "@mui/icons-material/Search";
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  IconButton,
  InputAdornment,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useProductList } from "../../api/applications";
import { Pager } from "../../features/common/Pager";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { useWorkspace } from "../../features/workspace/context";

/** The product gallery: 16 a page in 4 columns (3 under 1200 px, 2 under 780 px); search by Enter or the icon. */
export default function ProductPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { subEvent } = useWorkspace();
  const [input, setInput] = useState("");
  const [word, setWord] = useState("");
  const [page, setPage] = useState(0);
  const products = useProductList(subEvent.id, page, word);
  const search = () => {
    setWord(input.trim());
    setPage(0);
  };
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("workspace.nav.products")}
      </Typography>
      <TextField
        size="small"
        type="search"
        label={t("workspace.searchProduct")}
        value={input}
        onChange={(e) => setInput(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") search();
        }}
        sx={{ mb: 2, width: "100%", maxWidth: 480 }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={t("common.search")} onClick={search} edge="end">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {products.isLoading ? (
        <Loading />
      ) : products.isError ? (
        <LoadError error={products.error} onRetry={() => products.refetch()} />
      ) : products.data?.content.length === 0 ? (
        <Empty>{t("workspace.noProducts")}</Empty>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            display: "grid",
            gap: 2,
            gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
            "@media (min-width: 780px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
            "@media (min-width: 1200px)": { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
          }}
        >
          {products.data?.content.map((p) => (
            <Card
              component="li"
              variant="outlined"
              key={`${p.applicationId}-${p.productImg}-${p.productName}`}
            >
              <CardActionArea
                onClick={() => navigate(`/subEvent/${subEvent.id}/attendeeList/${p.applicationId}?product=Y`)}
              >
                {p.productImg > 0 && p.productImgPath ? (
                  <Box
                    component="img"
                    src={p.productImgPath}
                    alt={p.productName}
                    sx={{ width: "100%", aspectRatio: "1", objectFit: "cover", display: "block" }}
                  />
                ) : (
                  <Box
                    aria-hidden
                    sx={{
                      width: "100%",
                      aspectRatio: "1",
                      display: "grid",
                      placeItems: "center",
                      bgcolor: "action.hover",
                      color: "text.disabled",
                    }}
                  >
                    <ImageIcon fontSize="large" />
                  </Box>
                )}
                <CardContent>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {p.productName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {p.companyName}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
      <Pager page={page} totalPages={products.data?.totalPages ?? 0} onChange={setPage} />
    </Box>
  );
}
