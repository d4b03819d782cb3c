/**
 * Arrow keys in the schedule grid (the ARIA grid pattern with one tab stop): Up/Down move within a day,
 * Left/Right to the same row of the previous/next day that has slots, Home/End to a day's first/last slot.
 * Cells are the `[data-slot]` elements; each day is a `[data-day]` element holding its cells.
 */
export function moveInGrid(
  event: { key: string; target: EventTarget | null },
  grid: HTMLElement | null,
): boolean {
  if (!grid || !(event.target instanceof HTMLElement)) return false;
  const cell = event.target.closest<HTMLElement>("[data-slot]");
  const day = cell?.closest<HTMLElement>("[data-day]");
  if (!cell || !day) return false;
  const days = [...grid.querySelectorAll<HTMLElement>("[data-day]")].filter(
    (d) => d.querySelector("[data-slot]") !== null,
  );
  const cellsOf = (d: HTMLElement) => [...d.querySelectorAll<HTMLElement>("[data-slot]")];
  const cells = cellsOf(day);
  const row = cells.indexOf(cell);
  const dayIndex = days.indexOf(day);
  let next: HTMLElement | undefined;
  switch (event.key) {
    case "ArrowDown":
      next = cells[row + 1];
      break;
    case "ArrowUp":
      next = cells[row - 1];
      break;
    case "Home":
      next = cells[0];
      break;
    case "End":
      next = cells.at(-1);
      break;
    case "ArrowLeft":
    case "ArrowRight": {
      const other = days[dayIndex + (event.key === "ArrowLeft" ? -1 : 1)];
      if (other) {
        const list = cellsOf(other);
        next = list[Math.min(row, list.length - 1)];
      }
      break;
    }
    default:
      return false;
  }
  next?.focus();
  return true;
}
