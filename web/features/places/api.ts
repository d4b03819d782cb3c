import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  hostCreatePlace,
  hostCreateTables,
  hostDeletePlace,
  hostImportPlaces,
  hostListPlaces,
  hostPlacesFromBooths,
  hostSetPlaceMode,
  hostUpdatePlace,
  type TCreateTablesBody,
  type TPlaceInput,
  type TPlaceMode,
  type TPlaceSheetRow,
} from "../../../shared/contract";
import { callApi } from "../../api/client";

/** The places domain's queries (the host's places of a sub-event). */
export const placeKeys = {
  list: (subEventId: number) => ["places", "list", subEventId] as const,
};

export function usePlaces(subEventId: number) {
  return useQuery({
    queryKey: placeKeys.list(subEventId),
    queryFn: () => callApi(hostListPlaces, { params: { id: subEventId } }),
    enabled: subEventId > 0,
  });
}

/** A change to the places that reloads the list once it is done (whatever its outcome). */
function usePlacesMutation<T, R>(subEventId: number, run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: placeKeys.list(subEventId) }),
  });
}

export function useSetPlaceMode(subEventId: number) {
  return usePlacesMutation(subEventId, (mode: TPlaceMode) =>
    callApi(hostSetPlaceMode, { params: { id: subEventId }, body: { mode } }),
  );
}

export function useCreateTables(subEventId: number) {
  return usePlacesMutation(subEventId, (body: TCreateTablesBody) =>
    callApi(hostCreateTables, { params: { id: subEventId }, body }),
  );
}

export function useSavePlace(subEventId: number) {
  return usePlacesMutation(subEventId, ({ id, body }: { id?: number; body: TPlaceInput }) =>
    id === undefined
      ? callApi(hostCreatePlace, { params: { id: subEventId }, body })
      : callApi(hostUpdatePlace, { params: { placeId: id }, body }),
  );
}

export function useDeletePlace(subEventId: number) {
  return usePlacesMutation(subEventId, (placeId: number) =>
    callApi(hostDeletePlace, { params: { placeId } }),
  );
}

export function usePlacesFromBooths(subEventId: number) {
  return usePlacesMutation(subEventId, () => callApi(hostPlacesFromBooths, { params: { id: subEventId } }));
}

export function useImportPlaces(subEventId: number) {
  return usePlacesMutation(subEventId, (rows: TPlaceSheetRow[]) =>
    callApi(hostImportPlaces, { params: { id: subEventId }, body: { rows } }),
  );
}
