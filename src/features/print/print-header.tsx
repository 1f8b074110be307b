import { site } from "~/config/site";

/**
 * The top of a printed page (src/styles/print.css): where the sheet came from, for a parent who
 * keeps the fees or a checklist on paper. Hidden on screen, so neither seen nor read out there.
 */
export function PrintHeader({ address, phone }: { address?: string; phone?: string }) {
  return (
    <div className="print-only print-header">
      <p className="print-header-school">{site.schoolName}</p>
      {phone === undefined ? (
        <p>
          Phone {site.phone.display} · {site.admissionsEmail}
        </p>
      ) : (
        <p>{`${phone.replace("{phone}", site.phone.display)} · ${site.admissionsEmail}`}</p>
      )}
      {address && <p>{address}</p>}
    </div>
  );
}
