import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { mailDetail, mailList, mailOpened } from "../../shared/contract";
import { callApi } from "./client";
import { getUserId } from "./session";

export const mailboxKeys = {
  all: ["mailbox"] as const,
  list: (subEventId: number, page: number, word: string) =>
    ["mailbox", "list", subEventId, page, word] as const,
  detail: (mailId: number) => ["mailbox", "detail", mailId] as const,
};

/** The signed-in user's mails of a sub-event (the spec sends the user's id along). */
export function useMails(subEventId: number, page: number, searchWord: string) {
  const userId = getUserId() ?? undefined;
  return useQuery({
    queryKey: mailboxKeys.list(subEventId, page, searchWord),
    queryFn: () => callApi(mailList, { query: { subEventId, userId, page, size: 10, searchWord } }),
    placeholderData: keepPreviousData,
  });
}

export function useMail(mailId: number) {
  return useQuery({
    queryKey: mailboxKeys.detail(mailId),
    queryFn: () => callApi(mailDetail, { query: { mailId } }),
    enabled: mailId > 0,
    retry: false,
  });
}

/** Marks a mail opened (N to Y) once it has been shown; the list's shading follows. */
export function useMarkOpened() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mailId: number) => callApi(mailOpened, { body: [{ mailId, status: "Y" }] }),
    onSuccess: (_, mailId) => {
      client.setQueryData(mailboxKeys.detail(mailId), (mail: { opened: "Y" | "N" } | undefined) =>
        mail ? { ...mail, opened: "Y" as const } : mail,
      );
      return client.invalidateQueries({ queryKey: ["mailbox", "list"] });
    },
  });
}
