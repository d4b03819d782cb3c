import { z } from "zod";
import { zId } from "./common";
import { defineCall } from "./define";

export const FILE_SIZE_LIMIT = 10_485_760;

export const ZFile = z.object({
  id: z.number().int(),
  fileName: z.string(),
  filePath: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  folderPath: z.string(),
});
export type TFile = z.infer<typeof ZFile>;

export const uploadFile = defineCall({
  method: "POST",
  path: "/api/fileS3",
  summary:
    "Upload one file (multipart: file, fileName, fileType, folderPath, fileSize), at most 10485760 bytes; stored as name&&timestamp.ext under event/{id}/",
  tag: "files",
  auth: "user",
  body: "multipart",
  response: ZFile,
});

export const getFile = defineCall({
  method: "GET",
  path: "/api/fileS3/getFile",
  summary: "A stored file's name, type and public path",
  tag: "files",
  auth: "none",
  query: z.object({ id: zId }),
  response: ZFile,
});
