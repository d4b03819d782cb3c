import type { TNotice, TNoticeItem } from "../../../shared/contract";
import type { NoticeRow } from "./notices.repository";

export function toNoticeItem(
  row: Pick<NoticeRow, "id" | "title" | "createdDate" | "modifiedDate">,
): TNoticeItem {
  return {
    id: row.id,
    title: row.title,
    createdDate: row.createdDate.toISOString(),
    modifiedDate: row.modifiedDate.toISOString(),
  };
}

export function toNotice(
  row: NoticeRow,
  neighbours: { previousId: number | null; nextId: number | null },
): TNotice {
  return { ...toNoticeItem(row), subEventId: row.subEventId, content: row.content, ...neighbours };
}
