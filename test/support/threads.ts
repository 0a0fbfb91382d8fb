import { readdirSync, readFileSync } from "node:fs";

/** One thread of a process as Linux lists it: its id, its name and its own nice value. */
export interface Thread {
  tid: number;
  name: string;
  nice: number;
}

/** The threads of `pid` (or of this process), read from /proc; one that ends meanwhile is left out. */
export function threadsOf(pid: number | "self" = "self"): Thread[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim();
      // stat: "tid (name) state ..."; the nice value is the 19th field, the 17th after the name.
      return [{ tid: Number(tid), name, nice: Number(stat.split(") ")[1].split(" ")[16]) }];
    } catch {
      return [];
    }
  });
}
