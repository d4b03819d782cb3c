import type { TestApp } from "./harness";

/** One file as the web app uploads it: a multipart POST to /api/fileS3 (purpose left out when not given). */
export interface UploadInput {
  folderPath: string;
  name: string;
  type: string;
  content: string | Uint8Array;
  purpose?: "public" | "private";
}

/** Posts the file as `token`; answers the response (its JSON carries the new file's id). */
export async function postFile(t: TestApp, token: string | undefined, file: UploadInput) {
  const form = new FormData();
  if (file.purpose) form.append("purpose", file.purpose);
  form.append("fileName", file.name);
  form.append("folderPath", file.folderPath);
  form.append("file", new Blob([Buffer.from(file.content)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return t.call({
    method: "POST",
    url: "/api/fileS3",
    token,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type")! },
  });
}
