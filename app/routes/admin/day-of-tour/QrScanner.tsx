/**
 * The phone's camera reads the voucher's QR code (its reference) where the browser has
 * BarcodeDetector (Chrome on Android, Safari from 17); elsewhere the button is not offered and the
 * operator types the reference. It lives in the check-in route's module, so only that page loads it.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import * as widgets from "#app/components/widgets.css.ts";
import * as styles from "./check-in.css.ts";

interface DetectedCode {
  rawValue: string;
}

interface QrDetector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}

type DetectorClass = new (options: { formats: string[] }) => QrDetector;

/** The browser's BarcodeDetector, or null where it has none (not in TypeScript's DOM types yet). */
function detectorClass(): DetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  return typeof candidate === "function" ? candidate : null;
}

/** How often a frame is read: often enough to feel instant, rarely enough to spare a phone's battery. */
const FRAME_MS = 250;

export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useLingui();
  const [available, setAvailable] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  // Only after hydration: the server cannot know the browser's features.
  useEffect(() => setAvailable(detectorClass() !== null), []);

  useEffect(() => {
    const Detector = detectorClass();
    if (!scanning || !Detector) return;
    const detector = new Detector({ formats: ["qr_code"] });
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const readFrame = async () => {
      if (stopped || !video.current) return;
      const codes = await detector.detect(video.current).catch(() => []);
      const code = codes[0]?.rawValue.trim();
      if (code) {
        setScanning(false);
        onCode(code);
        return;
      }
      timer = setTimeout(readFrame, FRAME_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then(async (opened) => {
        stream = opened;
        if (stopped || !video.current) return;
        video.current.srcObject = opened;
        await video.current.play();
        void readFrame();
      })
      .catch(() => {
        setFailed(true);
        setScanning(false);
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [scanning, onCode]);

  if (!available) return null;
  return (
    <div data-testid="check-in-scanner">
      {scanning ? (
        <>
          <video ref={video} muted playsInline className={styles.camera} />
          <button type="button" className={widgets.secondaryButton} onClick={() => setScanning(false)}>
            {t`Stop the camera`}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={widgets.button}
          onClick={() => {
            setFailed(false);
            setScanning(true);
          }}
        >
          {t`Scan the QR code`}
        </button>
      )}
      {failed ? <p role="alert">{t`The camera could not be opened. Type the reference instead.`}</p> : null}
    </div>
  );
}
