import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import LinkIcon from "@mui/icons-material/Link";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import { Box, Divider, IconButton, Paper, Tooltip } from "@mui/material";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { LinkDialog, safeLink } from "./LinkDialog";

export interface RichTextEditorProps {
  /** The HTML the editor starts with (remount with a new `key` to load another text). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The accessible name of the text area. */
  label: string;
  /** Id of the text area, for a visible label's htmlFor. */
  id?: string;
}

function ToolButton(props: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  // shown on hover and focus, gone once the button is used: it would otherwise cover the text being typed
  const [hint, setHint] = useState(false);
  return (
    <Tooltip title={props.label} open={hint} onOpen={() => setHint(true)} onClose={() => setHint(false)}>
      <IconButton
        size="small"
        aria-label={props.label}
        aria-pressed={props.active ?? undefined}
        // the text keeps the focus: a click that took it away would let the browser's selection, read back
        // on refocus, clear a mark just switched on (bold, then typing, came out plain now and then)
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          setHint(false);
          props.onClick();
        }}
        color={props.active ? "primary" : "default"}
        sx={{ borderRadius: 1, ...(props.active ? { bgcolor: "action.selected" } : {}) }}
      >
        {props.children}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The host's rich-text editor (Tiptap): bold, italic, headings 2 and 3, lists and links (http, https,
 * mailto only). What it produces is sanitised again by the server when saved and by the browser when shown.
 */
export default function RichTextEditor({ initialHtml, onChange, label, id }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["mailto"],
          isAllowedUri: (url) => safeLink(url) !== undefined,
          HTMLAttributes: { target: "_blank", rel: "noopener noreferrer nofollow" },
        },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      link: e.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Paper variant="outlined" sx={{ "&:focus-within": { borderColor: "primary.main" } }}>
      <Box
        role="toolbar"
        aria-label={t("notices.editor.toolbar")}
        sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 0.5, p: 0.5 }}
      >
        <ToolButton
          label={t("notices.editor.bold")}
          active={state.bold}
          onClick={() => chain().toggleBold().run()}
        >
          <FormatBoldIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          label={t("notices.editor.italic")}
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <FormatItalicIcon fontSize="small" />
        </ToolButton>
        <Divider orientation="vertical" flexItem />
        {([2, 3] as const).map((level) => (
          <ToolButton
            key={level}
            label={t("notices.editor.heading", { level })}
            active={level === 2 ? state.h2 : state.h3}
            onClick={() => chain().toggleHeading({ level }).run()}
          >
            <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: 14, width: 20 }}>
              H{level}
            </Box>
          </ToolButton>
        ))}
        <Divider orientation="vertical" flexItem />
        <ToolButton
          label={t("notices.editor.bulletList")}
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          <FormatListBulletedIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          label={t("notices.editor.orderedList")}
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <FormatListNumberedIcon fontSize="small" />
        </ToolButton>
        <Divider orientation="vertical" flexItem />
        <ToolButton label={t("notices.editor.link")} active={state.link} onClick={() => setLinking(true)}>
          <LinkIcon fontSize="small" />
        </ToolButton>
        {state.link && (
          <ToolButton
            label={t("notices.editor.unlink")}
            onClick={() => chain().extendMarkRange("link").unsetLink().run()}
          >
            <LinkOffIcon fontSize="small" />
          </ToolButton>
        )}
      </Box>
      <Divider />
      <Box
        sx={{
          px: 2,
          "& .ProseMirror": {
            minHeight: 220,
            py: 1.5,
            outline: "none",
            lineHeight: 1.7,
            overflowWrap: "anywhere",
          },
          "& .ProseMirror p": { my: 1 },
          "& .ProseMirror a": { color: "primary.main" },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <LinkDialog
        open={linking}
        initial={(editor.getAttributes("link").href as string | undefined) ?? ""}
        onClose={() => setLinking(false)}
        onSave={(href) => {
          setLinking(false);
          if (!href) chain().extendMarkRange("link").unsetLink().run();
          else chain().extendMarkRange("link").setLink({ href }).run();
        }}
      />
    </Paper>
  );
}
