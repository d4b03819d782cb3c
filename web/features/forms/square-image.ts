/** Product images are shown as 600×600: larger or non-square images are centre-cropped and scaled. */
export const PRODUCT_IMAGE_SIZE = 600;

/** The image cropped to a centred square and scaled to 600×600 (PNG); other files are returned as they are. */
export async function squareImage(file: File): Promise<File> {
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml") return file;
  const bitmap = await createImageBitmap(file).catch(() => undefined);
  if (!bitmap) return file;
  if (bitmap.width === PRODUCT_IMAGE_SIZE && bitmap.height === PRODUCT_IMAGE_SIZE) return file;
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = PRODUCT_IMAGE_SIZE;
  canvas.height = PRODUCT_IMAGE_SIZE;
  const context = canvas.getContext("2d");
  if (!context) return file;
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    PRODUCT_IMAGE_SIZE,
    PRODUCT_IMAGE_SIZE,
  );
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) return file;
  const name = file.name.replace(/\.[^.]+$/, "") || "product";
  return new File([blob], `${name}.png`, { type: "image/png" });
}
