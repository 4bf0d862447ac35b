"use client";
import { useRef, useState } from "react";
import { TEXT_LINK } from "@/components/ui/text-link";
import { FieldError } from "@/components/ui/field";

const ACCEPTED = /\.(jsonl|csv)$/i;

type Props = { file: File | null; onFile: (file: File | null) => void; error?: string };

/** A drop target that is also a labelled file input, so keyboard and test users can pick a file. */
export function FileDropZone({ file, onFile, error }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  function take(chosen: File | undefined) {
    if (!chosen) return;
    if (!ACCEPTED.test(chosen.name)) {
      setRefused(`${chosen.name} is not a .jsonl or .csv file`);
      onFile(null);
      return;
    }
    setRefused(null);
    onFile(chosen);
  }

  const message = refused ?? error;
  return (
    <div className="space-y-1">
      <div
        data-testid="drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setIsOver(false);
          take(e.dataTransfer.files[0]);
        }}
        className={`rounded border-2 border-dashed p-6 text-center text-sm ${isOver ? "border-blue-600 bg-blue-50" : "border-gray-300"}`}
      >
        <p>
          {file ? (
            <>
              <strong>{file.name}</strong> (
              {file.size < 1024 ? `${file.size} bytes` : `${(file.size / 1024).toFixed(1)} kB`})
            </>
          ) : (
            "Drop a .jsonl or .csv prediction file here, or"
          )}
        </p>
        <label className={`mt-2 inline-block cursor-pointer ${TEXT_LINK}`}>
          {file ? "choose another file" : "choose a file"}
          <input
            ref={input}
            type="file"
            name="file-picker"
            aria-label="Prediction file"
            accept=".jsonl,.csv"
            className="sr-only"
            onChange={(e) => take(e.target.files?.[0])}
          />
        </label>
      </div>
      {message && <FieldError>{message}</FieldError>}
    </div>
  );
}
