import classes from './progress-bar.module.css';

interface ProgressBarProps {
  active: boolean;
}

/** A thin indeterminate bar at the top of the window while requests are in flight. */
export function ProgressBar({ active }: ProgressBarProps) {
  if (!active) return null;
  return (
    <div className={classes.track} role="progressbar" aria-label="Loading" data-testid="progress-bar">
      <div className={classes.bar} />
    </div>
  );
}
