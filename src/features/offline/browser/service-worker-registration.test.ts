// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./service-worker-registration";

function fakeServiceWorkers(register = vi.fn(() => Promise.resolve({}))) {
  Object.defineProperty(navigator, "serviceWorker", { value: { register }, configurable: true });
  return register;
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { value: state, configurable: true });
}

function setConnection(connection: { type?: string; saveData?: boolean }) {
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  Reflect.deleteProperty(navigator, "connection");
  Reflect.deleteProperty(document, "readyState");
});

describe("starting the service worker (docs/site.md, Offline reading)", () => {
  it("waits for the page's load event", () => {
    const register = fakeServiceWorkers();
    setReadyState("interactive");
    registerServiceWorker("/sw.js");
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    expect(register).toHaveBeenCalledWith("/sw.js");
  });

  it("starts at once when the page has already loaded", () => {
    const register = fakeServiceWorkers();
    setReadyState("complete");
    registerServiceWorker("/sw.js");
    expect(register).toHaveBeenCalledOnce();
  });

  it("goes without where the browser has no service workers, or the worker cannot be fetched", async () => {
    setReadyState("complete");
    expect(() => registerServiceWorker("/sw.js")).not.toThrow();
    const failing = fakeServiceWorkers(vi.fn(() => Promise.reject(new Error("404"))));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    registerServiceWorker("/sw.js");
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off("unhandledRejection", unhandled);
    expect(failing).toHaveBeenCalledOnce();
    expect(unhandled).not.toHaveBeenCalled();
  });

  it("is not started with the phone's data saver on: nothing is fetched the parent did not ask for", () => {
    const register = fakeServiceWorkers();
    setConnection({ saveData: true, type: "wifi" });
    setReadyState("complete");
    registerServiceWorker("/sw.js");
    expect(register).not.toHaveBeenCalled();
  });

  it("asks the worker to keep the pages at once only on a connection the browser says is unmetered", async () => {
    const postMessage = vi.fn((_message: unknown, [port]: MessagePort[]) => port!.postMessage({ keptOn: "2026-11-25T09:00:00.000Z" }));
    const registration = { active: { postMessage } };
    const register = fakeServiceWorkers(vi.fn(() => Promise.resolve(registration)));
    setReadyState("complete");
    for (const [connection, asked] of [
      [{ type: "cellular" }, 0],
      [{}, 0],
      [{ type: "wifi" }, 1],
      [{ type: "ethernet", saveData: false }, 2],
    ] as const) {
      setConnection(connection);
      registerServiceWorker("/sw.js");
      // The registration and the worker answer at once (promises): the next task comes after them all.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(postMessage, JSON.stringify(connection)).toHaveBeenCalledTimes(asked);
    }
    expect(register).toHaveBeenCalledTimes(4);
    expect(postMessage).toHaveBeenLastCalledWith({ type: "keep" }, [expect.anything()]);
  });
});
