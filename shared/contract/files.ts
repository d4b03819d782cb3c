import { z } from "zod";
import { zId } from "./common.ts";
import { defineCall } from "./define.ts";

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
    "Upload one file (multipart: file, fileName, fileType, folderPath, fileSize, purpose public|private), at most 10485760 bytes; stored as name&&timestamp.ext under event/{id}/. public needs the event's host; private (the default) is seen by its uploader until attached, and removed after a day if never attached",
  tag: "files",
  auth: "user",
  errors: [403, 404],
  body: "multipart",
  response: ZFile,
});

export const getFile = defineCall({
  method: "GET",
  path: "/api/fileS3/getFile",
  summary:
    "A stored file's name, type and path: public assets for anyone; a private file (an answer's or a note's) only for those who may read what it is attached to, with a short-lived signed path; 404 otherwise",
  tag: "files",
  auth: "optional",
  errors: [404],
  query: z.object({ id: zId }),
  response: ZFile,
});
