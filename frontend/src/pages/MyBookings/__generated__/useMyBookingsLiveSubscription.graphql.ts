/**
 * @generated SignedSource<<c35bc369cc6cdee53ed707ddc361e564>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
export type useMyBookingsLiveSubscription$variables = Record<PropertyKey, never>;
export type useMyBookingsLiveSubscription$data = {
  readonly myBookingChanged: {
    readonly id: string;
    readonly status: BookingStatus;
    readonly " $fragmentSpreads": FragmentRefs<"BookingCard_booking">;
  };
};
export type useMyBookingsLiveSubscription = {
  response: useMyBookingsLiveSubscription$data;
  variables: useMyBookingsLiveSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMyBookingsLiveSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Booking",
        "kind": "LinkedField",
        "name": "myBookingChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BookingCard_booking"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMyBookingsLiveSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Booking",
        "kind": "LinkedField",
        "name": "myBookingChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startsAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endsAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "durationMinutes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalPrice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canCancel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cancelBlockedReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "payBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "decideBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cancelReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BookingSeries",
            "kind": "LinkedField",
            "name": "series",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "summary",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Space",
            "kind": "LinkedField",
            "name": "space",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resources",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a14900fcf064a1b4bc38cf57842f9648",
    "id": null,
    "metadata": {},
    "name": "useMyBookingsLiveSubscription",
    "operationKind": "subscription",
    "text": "subscription useMyBookingsLiveSubscription {\n  myBookingChanged {\n    id\n    status\n    ...BookingCard_booking\n  }\n}\n\nfragment BookingCard_booking on Booking {\n  id\n  status\n  startsAt\n  endsAt\n  durationMinutes\n  totalPrice\n  notes\n  canCancel\n  cancelBlockedReason\n  payBy\n  decideBy\n  cancelReason\n  series {\n    summary\n    id\n  }\n  space {\n    id\n    name\n    resources\n  }\n  ...PayBookingDialog_booking\n}\n\nfragment PayBookingDialog_booking on Booking {\n  id\n  startsAt\n  endsAt\n  totalPrice\n  payBy\n  space {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3e0be2ee08b1a82ce5a43c0d7d618fb9";

export default node;
