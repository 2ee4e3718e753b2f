/**
 * @generated SignedSource<<b8fec9e60f9afd95893e838a312619b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CalendarFeedSectionRevokeMutation$variables = Record<PropertyKey, never>;
export type CalendarFeedSectionRevokeMutation$data = {
  readonly revokeCalendarFeed: {
    readonly revoked: boolean;
  };
};
export type CalendarFeedSectionRevokeMutation = {
  response: CalendarFeedSectionRevokeMutation$data;
  variables: CalendarFeedSectionRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RevokeCalendarFeedPayload",
    "kind": "LinkedField",
    "name": "revokeCalendarFeed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revoked",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CalendarFeedSectionRevokeMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CalendarFeedSectionRevokeMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "dc8a902aa5cfe465ff6e3c3f267884e2",
    "id": null,
    "metadata": {},
    "name": "CalendarFeedSectionRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation CalendarFeedSectionRevokeMutation {\n  revokeCalendarFeed {\n    revoked\n  }\n}\n"
  }
};
})();

(node as any).hash = "e77eb1817e2dd21d97e3d44ebc7e0e24";

export default node;
