// The writes of requirements §7, each a thin call through the one client.
// The answers' types are the server's own answer schemas (shared/schemas.ts).
import {
  apiPaths,
  type AddressInput,
  type BulkOrderResult,
  type DeletedAnswer as Deleted,
  type InsertedAnswer as Inserted,
  type Item,
  type ItemEdit,
  type ItemInput,
  type ModifiedAnswer as Modified,
  type Order,
  type OrderInput,
  type OrderStatus,
  type ProfileInput,
  type ReviewInput,
  type ReviewVisibilityInput,
  type SavedAddress,
  type StockAdjusted,
  type StockAdjustment,
  type UserStatusInput,
} from '@storefront/shared';
import { apiSend } from './client.ts';

export const placeOrder = (order: OrderInput) => apiSend<Inserted>('POST', apiPaths.orderList, order);
export const deleteOrder = (id: string) => apiSend<Deleted>('DELETE', apiPaths.order(id));
/** An administrator moves an order along (requirements §13.1), with an optional note. */
export const moveOrder = (id: string, status: OrderStatus, note?: string) =>
  apiSend<Order>('POST', apiPaths.orderStatus(id), note ? { status, note } : { status });
export const moveOrders = (ids: string[], status: OrderStatus, note?: string) =>
  apiSend<BulkOrderResult>('POST', apiPaths.orderStatusBulk, note ? { ids, status, note } : { ids, status });
export const addItem = (item: ItemInput) => apiSend<Inserted>('POST', apiPaths.itemList, item);
export const deleteItem = (id: string) => apiSend<Deleted>('DELETE', apiPaths.item(id));
export const editItem = (id: string, edit: ItemEdit) => apiSend<Item>('PUT', apiPaths.item(id), edit);
export const adjustStock = (id: string, adjustment: StockAdjustment) =>
  apiSend<StockAdjusted>('POST', apiPaths.itemStock(id), adjustment);
export const postReview = (review: ReviewInput) => apiSend<Inserted>('POST', apiPaths.reviews, review);
export const setReviewHidden = (id: string, visibility: ReviewVisibilityInput) =>
  apiSend<Modified>('PUT', apiPaths.reviewVisibility(id), visibility);
export const saveProfile = (email: string, profile: ProfileInput) =>
  apiSend<Modified>('PUT', apiPaths.user(email), profile);
export const makeAdmin = (email: string) => apiSend<Modified>('PUT', apiPaths.makeAdmin(email));
export const revokeAdmin = (email: string) => apiSend<Modified>('DELETE', apiPaths.makeAdmin(email));
export const setUserStatus = (email: string, status: UserStatusInput) =>
  apiSend<Modified>('PUT', apiPaths.userStatus(email), status);
/** The address book (requirements §14.7). */
/** An address as the book saves it: with its district (requirements §17). */
type AddressWithDistrict = AddressInput & { district: string };
export const addAddress = (address: AddressWithDistrict) => apiSend<SavedAddress>('POST', apiPaths.addresses, address);
export const updateAddress = (id: string, address: AddressWithDistrict) =>
  apiSend<SavedAddress>('PUT', apiPaths.address(id), address);
export const deleteAddress = (id: string) => apiSend<Deleted>('DELETE', apiPaths.address(id));
