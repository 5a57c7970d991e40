export { makeStoredFigures, refreshStoredFigures, startStoredFigureJobs, STORED_FIGURE_WORKERS, STORED_FIGURES_CRON, STORED_FIGURES_QUEUE } from './stored-figures-job.js';
