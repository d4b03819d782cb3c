import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  CHECKIN_EVENT,
  getCheckinRoster,
  postChecks,
  type TCheckinLive,
  type TCheckResult,
  type TRosterEntry,
} from "../../../shared/contract";
import { callApi } from "../../api/client";
import { useOnReconnect, useRealtimeEvent } from "../../api/realtime";
import { CheckinStore, type Refusal, type SendChecks } from "./queue";

/** What the big card shows after a scan. */
export interface ScanView {
  clientId: string;
  /** in: green; refused: red with the outcome; queued: green, kept on the device until the network is back. */
  tone: "in" | "refused" | "queued";
  outcome: TCheckResult["outcome"] | "queued";
  name: string;
  company: string;
  role: string;
  previous: TCheckResult["previous"];
}

/** The card's view once the server answered a scan (kept: what the roster knew when the answer has no badge). */
function answeredView(answer: TCheckResult, local: ScanView): ScanView {
  return {
    clientId: local.clientId,
    tone: answer.outcome === "in" ? "in" : "refused",
    outcome: answer.outcome,
    name: answer.badge?.name ?? local.name,
    company: answer.badge?.company ?? local.company,
    role: answer.badge?.role ?? local.role,
    previous: answer.previous,
  };
}

const RETRY_MS = 5_000;
const systemNow = () => new Date();
const ROSTER_REFRESH_MS = 5 * 60_000;

/** The badge id a QR payload names (`BZ1.<id>.<sig>`), to look the person up in the roster offline. */
export function badgeIdOf(code: string): string | undefined {
  const parts = code.trim().split(".");
  return parts.length === 3 && parts[0] === "BZ1" ? parts[1] : undefined;
}

/**
 * The staff screen's state: the roster and the queue in IndexedDB, each scan stored first and then sent, the
 * server's answer shown when it comes and the roster's view while offline; retries until the queue is empty;
 * live check-ins of the other devices refresh the count.
 */
export function useCheckin(eventId: number, place: string, now: () => Date = systemNow) {
  const client = useQueryClient();
  const storeRef = useRef<CheckinStore | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const [roster, setRoster] = useState<TRosterEntry[]>([]);
  const [pending, setPending] = useState(0);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [view, setView] = useState<ScanView | undefined>();
  const [live, setLive] = useState<TCheckinLive["row"][]>([]);
  const byId = useMemo(() => new Map(roster.map((b) => [b.id, b])), [roster]);

  const refreshCounts = useCallback(() => {
    void client.invalidateQueries({
      predicate: (q) => q.queryKey[0] === "checkin" && q.queryKey[2] === eventId,
    });
  }, [client, eventId]);

  const loadRoster = useCallback(async () => {
    const store = storeRef.current;
    if (!store) return;
    try {
      const { badges } = await callApi(getCheckinRoster, { params: { eventId } });
      await store.saveRoster(eventId, badges, now());
      setRoster(badges);
    } catch {
      // offline: the stored roster stays in use
    }
  }, [eventId, now]);

  const flush = useCallback(async () => {
    const store = storeRef.current;
    if (!store) return [] as TCheckResult[];
    const answered: TCheckResult[] = [];
    const send: SendChecks = async (id, deviceId, checks) => {
      const { results } = await callApi(postChecks, { params: { eventId: id }, body: { deviceId, checks } });
      answered.push(...results);
      return results;
    };
    try {
      await store.flush(eventId, send);
      setOnline(true);
    } catch {
      setOnline(false);
    }
    setPending((await store.pending(eventId)).length);
    setRefusals(await store.refusals(eventId));
    if (answered.length > 0) {
      refreshCounts();
      // the card of a scan that waited on the device turns green or red when its answer comes
      setView((shown) => {
        const answer = shown && answered.find((r) => r.clientId === shown.clientId);
        return answer && shown ? answeredView(answer, shown) : shown;
      });
    }
    return answered;
  }, [eventId, refreshCounts]);

  useEffect(() => {
    let closed = false;
    void CheckinStore.open().then(async (store) => {
      if (closed) return store.close();
      storeRef.current = store;
      setRoster(await store.roster(eventId));
      setPending((await store.pending(eventId)).length);
      setRefusals(await store.refusals(eventId));
      setReady(true);
      await loadRoster();
      await flush();
    });
    return () => {
      closed = true;
      storeRef.current?.close();
      storeRef.current = undefined;
    };
  }, [eventId, loadRoster, flush]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener("online", up);
    window.addEventListener("offline", down);
    const retry = setInterval(() => {
      if (pending > 0) void flush();
    }, RETRY_MS);
    const rosterTimer = setInterval(() => void loadRoster(), ROSTER_REFRESH_MS);
    return () => {
      window.removeEventListener("online", up);
      window.removeEventListener("offline", down);
      clearInterval(retry);
      clearInterval(rosterTimer);
    };
  }, [flush, loadRoster, pending]);

  useRealtimeEvent<TCheckinLive>(CHECKIN_EVENT, (message) => {
    if (message.eventId !== eventId) return;
    setLive((rows) => [message.row, ...rows.filter((r) => r.id !== message.row.id)].slice(0, 50));
    refreshCounts();
  });
  useOnReconnect(() => {
    refreshCounts();
    void flush();
  });

  /** One scan (a QR payload, or a badge chosen in the search): stored, sent, shown. */
  const scan = useCallback(
    async (input: { code: string } | { badgeId: string }) => {
      const store = storeRef.current;
      if (!store) return;
      const badgeId = "code" in input ? badgeIdOf(input.code) : input.badgeId;
      const known = badgeId ? byId.get(badgeId) : undefined;
      const clientId = crypto.randomUUID();
      await store.enqueue({ eventId, clientId, place, scannedAt: now().toISOString(), ...input });
      setPending((await store.pending(eventId)).length);
      const refusedHere = known !== undefined && known.state !== "ok";
      const local: ScanView = {
        clientId,
        tone: refusedHere ? "refused" : "queued",
        outcome: refusedHere ? (known.state === "notApproved" ? "notApproved" : "revoked") : "queued",
        name: known?.name ?? "",
        company: known?.company ?? "",
        role: known?.role ?? "",
        previous: null,
      };
      setView(local);
      await flush();
    },
    [byId, eventId, flush, now, place],
  );

  const dismiss = useCallback(async (clientId: string) => {
    await storeRef.current?.dismiss(clientId);
    setRefusals((rows) => rows.filter((r) => r.clientId !== clientId));
  }, []);

  return {
    ready,
    roster,
    pending,
    refusals,
    online,
    view,
    live,
    scan,
    dismiss,
    clear: () => setView(undefined),
  };
}
