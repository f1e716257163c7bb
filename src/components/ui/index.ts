/** The presentational kit shared by every feature: class strings, formatters, loading/error parts. */
export * from './styles';
export * from './format';
export * from './feedback';
export * from './part-error';
export * from './section';
