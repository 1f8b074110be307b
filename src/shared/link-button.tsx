import type { ReactNode } from "react";
import { SmartLink } from "./smart-link";

const variants = { primary: "btn-primary", secondary: "btn-secondary", gold: "btn-gold" } as const;

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  className?: string;
}

/** A link styled as a button (internal, external in a new tab, mailto or tel alike). */
export function LinkButton({ to, children, variant = "primary", className = "" }: LinkButtonProps) {
  return (
    <SmartLink to={to} className={className ? `${variants[variant]} ${className}` : variants[variant]}>
      {children}
    </SmartLink>
  );
}
