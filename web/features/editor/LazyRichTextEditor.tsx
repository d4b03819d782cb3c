import { Box, Skeleton } from "@mui/material";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { RichTextEditorProps } from "./RichTextEditor";

// Tiptap and ProseMirror are loaded only when an editor is shown (never by the participants' pages).
const Editor = lazy(() => import("./RichTextEditor"));

function EditorLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t("notices.editor.loading")}>
      <Skeleton variant="rounded" height={270} />
    </Box>
  );
}

/** The rich-text editor with its code loaded on first use. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorLoading />}>
      <Editor {...props} />
    </Suspense>
  );
}
