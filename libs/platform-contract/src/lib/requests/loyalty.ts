import * as v from 'valibot';
import { numericId, paging } from './fields';

export const buyProductBodySchema = v.object({ product_id: numericId });
export const setCharacterBodySchema = v.object({ id: numericId });
export const loyaltyNotificationsQuerySchema = v.object({ ...paging(20) });
export const loyaltyProgramQuerySchema = v.object({ id: numericId });
