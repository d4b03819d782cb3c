/** Saves a spreadsheet made in the browser under `fileName` (a temporary link, revoked after the click). */
export function downloadXlsx(buffer: BlobPart, fileName: string): void {
  const url = URL.createObjectURL(
    new Blob([buffer], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }),
  );
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
