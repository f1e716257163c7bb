/**
 * The typed client of the photo library (timeline, albums, downloads): the one passed to
 * <PhotosDataProvider>, else `api` of the router context.
 */
import { useRouter } from '@tanstack/react-router';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { Api } from '../../shared/api/index';

const ApiContext = createContext<Api | null>(null);

/** Supplies the typed client when the router context doesn't carry `api` (tests, stories). */
export function PhotosDataProvider({ api, children }: { api: Api; children: ReactNode }) {
  return createElement(ApiContext.Provider, { value: api }, children);
}

function hasApi(value: unknown): value is { api: Api } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'api' in value &&
    typeof value.api === 'object' &&
    value.api !== null &&
    'photos' in value.api
  );
}

/** The typed client: the provider's, else `context.api` of the router. */
export function usePhotosApi(): Api {
  const provided = useContext(ApiContext);
  const router = useRouter({ warn: false });
  const ctx: unknown = router?.options.context;
  if (provided) return provided;
  if (hasApi(ctx)) return ctx.api;
  throw new Error('photos: no api (wrap in <PhotosDataProvider api={…}> or put api on the router context)');
}
