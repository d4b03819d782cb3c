import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ATTENDEE_TYPES,
  changeApplicationFormAnswers,
  checkEvent,
  createApplication,
  getFormDetail,
  getProductList,
  keywordPath,
  listFormAnswers,
  listKeywords,
  noneLoginCreateApplication,
  onSiteRegister,
  subEventApplication,
  subEventApplicationKeywords,
  uploadFile,
} from "../../shared/contract";
import { type CallInput, callApi, callRaw } from "./client";
import { saveSession } from "./session";

export const PRODUCT_PAGE_SIZE = 16;

export const applicationKeys = {
  form: (subEventId: number, formId: number) => ["forms", subEventId, formId] as const,
  check: (subEventId: number, type: string) => ["applications", "check", subEventId, type] as const,
  mine: (subEventId: number) => ["applications", "mine", subEventId] as const,
  answers: (applicationId: number) => ["applications", "answers", applicationId] as const,
  keywords: (subEventId: number) => ["applications", "keywords", subEventId] as const,
  keywordsInUse: (subEventId: number) => ["applications", "keywordsInUse", subEventId] as const,
  keywordPath: (applicationId: number) => ["applications", "keywordPath", applicationId] as const,
  products: (subEventId: number, page: number, word: string) =>
    ["applications", "products", subEventId, page, word] as const,
};

export function useFormDefinition(subEventId: number, formId: number | null | undefined) {
  return useQuery({
    queryKey: applicationKeys.form(subEventId, formId ?? 0),
    queryFn: () => callApi(getFormDetail, { query: { id: formId ?? 0, subEventId } }),
    enabled: typeof formId === "number" && formId > 0,
    retry: false,
  });
}

/** checkEvent: an error (already applied, closed, not found) is the caller's to show. */
export function useCheckEvent(subEventId: number, type: (typeof ATTENDEE_TYPES)[number]) {
  return useQuery({
    queryKey: applicationKeys.check(subEventId, type),
    queryFn: () => callApi(checkEvent, { query: { subEventId, attendeeType: type } }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The caller's application in the sub-event; an ApiError 404 stands for the spec's false answer. */
export function useMyApplication(subEventId: number, enabled = true) {
  return useQuery({
    queryKey: applicationKeys.mine(subEventId),
    queryFn: () => callApi(subEventApplication, { query: { subEventId } }),
    enabled: enabled && subEventId > 0,
    retry: false,
  });
}

export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof createApplication>["body"]) => callApi(createApplication, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["applicants"] }),
  });
}

/** Applies without an account and keeps the session the answer's headers carry (like login). */
export function useApplyWithoutLogin() {
  return useMutation({
    mutationFn: async (body: CallInput<typeof noneLoginCreateApplication>["body"]) => {
      const { data, headers } = await callRaw(noneLoginCreateApplication, { body });
      const token = headers.get("authorization");
      const userId = headers.get("userid");
      if (token && userId) saveSession(token, userId);
      return data;
    },
  });
}

export function useOnSiteRegister() {
  return useMutation({
    mutationFn: (body: CallInput<typeof onSiteRegister>["body"]) => callApi(onSiteRegister, { body }),
  });
}

export function useChangeAnswers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof changeApplicationFormAnswers>["body"]) =>
      callApi(changeApplicationFormAnswers, { body }),
    onSuccess: (application) => {
      client.setQueryData(applicationKeys.mine(application.subEventId), application);
      client.invalidateQueries({ queryKey: applicationKeys.answers(application.id) });
    },
  });
}

export function useFormAnswers(applicationId: number | undefined) {
  return useQuery({
    queryKey: applicationKeys.answers(applicationId ?? 0),
    queryFn: () => callApi(listFormAnswers, { query: { applicationId: applicationId ?? 0 } }),
    enabled: (applicationId ?? 0) > 0,
    retry: false,
  });
}

export function useKeywordOptions(subEventId: number) {
  return useQuery({
    queryKey: applicationKeys.keywords(subEventId),
    queryFn: () => callApi(listKeywords, { query: { subEventId } }),
    enabled: subEventId > 0,
  });
}

export function useKeywordsInUse(subEventId: number) {
  return useQuery({
    queryKey: applicationKeys.keywordsInUse(subEventId),
    queryFn: () => callApi(subEventApplicationKeywords, { query: { subEventId } }),
    enabled: subEventId > 0,
  });
}

export function useApplicationKeywords(applicationId: number | undefined) {
  return useQuery({
    queryKey: applicationKeys.keywordPath(applicationId ?? 0),
    queryFn: () => callApi(keywordPath, { query: { applicationId: applicationId ?? 0 } }),
    enabled: (applicationId ?? 0) > 0,
  });
}

export function useProductList(subEventId: number, page: number, searchWord: string) {
  return useQuery({
    queryKey: applicationKeys.products(subEventId, page, searchWord),
    queryFn: () =>
      callApi(getProductList, { query: { subEventId, page, size: PRODUCT_PAGE_SIZE, searchWord } }),
    placeholderData: keepPreviousData,
  });
}

/** Uploads one file for a form answer (folder of the event, as the spec names it). */
export async function uploadAnswerFile(
  file: File,
  eventId: number,
  purpose: "public" | "private" = "private",
) {
  const form = new FormData();
  form.set("purpose", purpose);
  form.set("fileName", file.name);
  form.set("fileType", file.type);
  form.set("folderPath", `event/${eventId}/`);
  form.set("fileSize", String(file.size));
  form.set("file", file);
  return callApi(uploadFile, { body: form });
}
