import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import {
  changePwd,
  findEmailByCode,
  findUserEmail,
  getUser,
  listCountries,
  login,
  logout as logoutCall,
  logoutEverywhere,
  postPwdCode,
  register,
  saveBusinessCard,
  type TUser,
  updatePassword,
  updateUser,
} from "../../shared/contract";
import { type CallInput, callApi, callRaw } from "./client";
import { clearSession, getToken, getUserId, onSessionChange, saveSession } from "./session";

export const accountKeys = {
  user: (id: number | null) => ["user", id] as const,
  countries: ["countries"] as const,
  resetCode: (code: string) => ["resetCode", code] as const,
};

function snapshot() {
  return `${getToken() ?? ""}|${getUserId() ?? ""}`;
}

/** The stored session, re-rendering on login and logout. */
export function useSession(): { token: string | null; userId: number | null; signedIn: boolean } {
  useSyncExternalStore(onSessionChange, snapshot);
  const token = getToken();
  const userId = getUserId();
  return { token, userId, signedIn: Boolean(token && userId) };
}

export function useCurrentUser() {
  const { userId, signedIn } = useSession();
  return useQuery({
    queryKey: accountKeys.user(userId),
    queryFn: () => callApi(getUser, { params: { id: userId! } }),
    enabled: signedIn,
    staleTime: 60_000,
    retry: false,
  });
}

/** Login and sign-up both answer with the session headers. */
function useSessionMutation<C extends typeof login | typeof register>(call: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CallInput<C>["body"]) => {
      const { data, headers } = await callRaw(call, { body } as CallInput<C>);
      const token = headers.get("authorization");
      const userId = headers.get("userid");
      if (token && userId) saveSession(token, userId);
      return data as TUser;
    },
    onSuccess: (user) => client.setQueryData(accountKeys.user(user.id), user),
  });
}

export const useLogin = () => useSessionMutation(login);
export const useRegister = () => useSessionMutation(register);

/** Logs out: the server ends the session (its token stops working everywhere it was copied), then local state goes. */
export function useLogout() {
  const client = useQueryClient();
  return () => {
    // callApi reads the token before its first await: the request carries it although it is cleared below
    if (getToken()) void callApi(logoutCall).catch(() => undefined);
    clearSession();
    client.clear();
  };
}

/** Ends every session of the account on the server, this device's included. */
export function useLogoutEverywhere() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(logoutEverywhere),
    onSuccess: () => {
      clearSession();
      client.clear();
    },
  });
}

export function useCountries() {
  return useQuery({
    queryKey: accountKeys.countries,
    queryFn: () => callApi(listCountries),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof updateUser>["body"]) => callApi(updateUser, { body }),
    onSuccess: (user) => client.setQueryData(accountKeys.user(user.id), user),
  });
}

export function useSaveCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof saveBusinessCard>["body"]) => callApi(saveBusinessCard, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["user"] }),
  });
}

/** Changes the password; every other session ends, and this device keeps going with the new token. */
export const useUpdatePassword = () =>
  useMutation({
    mutationFn: async (body: CallInput<typeof updatePassword>["body"]) => {
      const { data, headers } = await callRaw(updatePassword, { body });
      const token = headers.get("authorization");
      const userId = headers.get("userid");
      if (token && userId) saveSession(token, userId);
      return data;
    },
  });
export const useSendResetMail = () =>
  useMutation({
    mutationFn: (body: CallInput<typeof postPwdCode>["body"]) => callApi(postPwdCode, { body }),
  });
export const useFindEmail = () =>
  useMutation({
    mutationFn: (query: CallInput<typeof findUserEmail>["query"]) => callApi(findUserEmail, { query }),
  });
export const useChangePasswordByCode = () =>
  useMutation({ mutationFn: (body: CallInput<typeof changePwd>["body"]) => callApi(changePwd, { body }) });

export function useResetCodeEmail(code: string) {
  return useQuery({
    queryKey: accountKeys.resetCode(code),
    queryFn: () => callApi(findEmailByCode, { query: { code } }),
    retry: false,
  });
}
