import type { ReactNode } from 'react';

/** The top of a dashboard home: "Welcome, name!", what this place is for, and the next steps. Both roles use it, so both read alike. */
export function DashboardWelcome({ name, children, actions }: { name: string; children: ReactNode; actions: ReactNode }) {
  return (
    <section className="dash-welcome">
      <h1>Welcome, {name}!</h1>
      <p className="muted">{children}</p>
      <div className="row">{actions}</div>
    </section>
  );
}
