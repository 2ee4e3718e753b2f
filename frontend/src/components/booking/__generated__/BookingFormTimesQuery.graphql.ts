/**
 * @generated SignedSource<<5fee267dbe3850d647b759e9dd5d00fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BookingFormTimesQuery$variables = {
  date: string;
  spaceId: string;
};
export type BookingFormTimesQuery$data = {
  readonly availability: {
    readonly slots: ReadonlyArray<{
      readonly available: boolean;
      readonly endsAt: string;
      readonly hour: number;
      readonly startsAt: string;
      readonly tooSoon: boolean;
    }>;
  };
};
export type BookingFormTimesQuery = {
  response: BookingFormTimesQuery$data;
  variables: BookingFormTimesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "date"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "spaceId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "date",
        "variableName": "date"
      },
      {
        "kind": "Variable",
        "name": "spaceId",
        "variableName": "spaceId"
      }
    ],
    "concreteType": "Availability",
    "kind": "LinkedField",
    "name": "availability",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AvailabilitySlot",
        "kind": "LinkedField",
        "name": "slots",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hour",
            "storageKey": null
          },
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
            "name": "available",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tooSoon",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "BookingFormTimesQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BookingFormTimesQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3a1ce1060164ddb6c06d6cc3ac2250bf",
    "id": null,
    "metadata": {},
    "name": "BookingFormTimesQuery",
    "operationKind": "query",
    "text": "query BookingFormTimesQuery(\n  $spaceId: ID!\n  $date: Date!\n) {\n  availability(spaceId: $spaceId, date: $date) {\n    slots {\n      hour\n      startsAt\n      endsAt\n      available\n      tooSoon\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3697525526c5776ca50fb5c47cec70e6";

export default node;
