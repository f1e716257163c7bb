/** The presentational kit shared by every feature: class strings, formatters, loading/error parts. */

export * from './feedback';
export * from './format';
export * from './part-error';
export * from './section';
export * from './styles';
