import { useEffect, useState } from "react";

/** The server's time now (the phone's clock plus `offset`), ticking each second while mounted. */
export function useServerNow(offset: number): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 1_000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}
