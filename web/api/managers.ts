import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  acceptInvitation,
  addManager,
  applicantManagerList,
  deleteManagers,
  listManagerInvites,
  listUsers,
  resolveInvitation,
  type TAddManagerBody,
} from "../../shared/contract";
import { callApi } from "./client";

export const managerKeys = {
  people: (applicationId: number) => ["managers", "people", applicationId] as const,
  invites: (applicationId: number) => ["managers", "invites", applicationId] as const,
  invitation: (code: string) => ["managers", "invitation", code] as const,
  lookup: (email: string) => ["managers", "lookup", email] as const,
};

/** The main applicant (admin) and accepted colleagues of an application. */
export function usePeople(applicationId: number | undefined) {
  return useQuery({
    queryKey: managerKeys.people(applicationId ?? 0),
    queryFn: () => callApi(applicantManagerList, { query: { applicationId: applicationId! } }),
    enabled: applicationId !== undefined && applicationId > 0,
  });
}

/** The invitations with used Y/N (main applicant only). */
export function useInvites(subEventId: number, applicationId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: managerKeys.invites(applicationId ?? 0),
    queryFn: () => callApi(listManagerInvites, { query: { subEventId, applicationId: applicationId! } }),
    enabled: enabled && applicationId !== undefined,
  });
}

export function useAddManager() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddManagerBody) => callApi(addManager, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["managers"] }),
  });
}

export function useDeleteManagers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[]; id: number }) => callApi(deleteManagers, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["managers"] }),
  });
}

/** Looks an address up for the add form (the caller debounces and checks the shape). */
export function useUserLookup(email: string) {
  return useQuery({
    queryKey: managerKeys.lookup(email),
    queryFn: () => callApi(listUsers, { query: { email } }),
    enabled: email.length > 2,
    staleTime: 60_000,
  });
}

export function useInvitation(code: string) {
  return useQuery({
    queryKey: managerKeys.invitation(code),
    queryFn: () => callApi(resolveInvitation, { query: { code } }),
    retry: false,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: { authCode: string; userExist?: "Y" | "N" }) => callApi(acceptInvitation, { body }),
  });
}
