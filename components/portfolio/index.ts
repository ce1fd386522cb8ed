// The public entry of components/portfolio: what other features and pages may use (eslint-rules/boundaries.mjs).
export { PublicPortfolio } from './public-portfolio';
export { LazyAddToPortfolio, LazyPortfolioManager } from './lazy';
