import NotiCore

/// An FCM error answer, as the HTTP v1 API writes it: a Google API error with FCM's `FcmError` detail (its `errorCode`)
/// and, for a bad field, a `google.rpc.BadRequest` detail naming it
/// (https://firebase.google.com/docs/cloud-messaging/error-codes, https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode).
package struct FCMError: Error, Sendable, Hashable {
    /// One bad field of a request: its path (`message.data[0].value`) and what is wrong with it.
    package struct FieldViolation: Sendable, Hashable {
        /// The field's path in the request, such as `message.apns.headers[0].value`; empty for the request as a whole.
        package var field: String
        /// What is wrong with the field, in FCM's words.
        package var description: String

        /// A violation of `field`, described.
        package init(field: String, description: String) {
            self.field = field
            self.description = description
        }
    }

    /// The HTTP status: 400, 401, 403, 404, 429, 500 or 503.
    package var httpStatus: Int
    /// The Google API status: `INVALID_ARGUMENT`, `NOT_FOUND`, `PERMISSION_DENIED`, `UNAUTHENTICATED`, `RESOURCE_EXHAUSTED`,
    /// `UNAVAILABLE` or `INTERNAL`.
    package var status: String
    /// The human-readable `message` of the answer.
    package var message: String
    /// The `FcmError` detail's `errorCode` (`UNREGISTERED`, `SENDER_ID_MISMATCH` …); nil writes no such detail.
    package var errorCode: String?
    /// The `google.rpc.BadRequest` detail's violations; empty writes no such detail.
    package var fieldViolations: [FieldViolation]

    /// An error with these parts; the static constructors below make FCM's usual ones.
    package init(httpStatus: Int, status: String, message: String, errorCode: String? = nil, fieldViolations: [FieldViolation] = []) {
        self.httpStatus = httpStatus
        self.status = status
        self.message = message
        self.errorCode = errorCode
        self.fieldViolations = fieldViolations
    }

    /// The answer's JSON body: `{"error": {"code", "message", "status", "details"}}`, compact, `details` left out when empty.
    /// An empty field path is left out of its violation, as Google leaves out an unnamed field.
    package var body: [UInt8] {
        var error: [(key: String, value: JSONValue)] = [
            ("code", .number(JSONNumber(httpStatus))), ("message", .string(message)), ("status", .string(status)),
        ]
        var details: [JSONValue] = []
        if let errorCode {
            details.append(["@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", "errorCode": .string(errorCode)])
        }
        if !fieldViolations.isEmpty {
            let violations: [JSONValue] = fieldViolations.map { violation in
                var members: [(key: String, value: JSONValue)] = []
                if !violation.field.isEmpty { members.append(("field", .string(violation.field))) }
                members.append(("description", .string(violation.description)))
                return .object(members)
            }
            details.append(["@type": "type.googleapis.com/google.rpc.BadRequest", "fieldViolations": .array(violations)])
        }
        if !details.isEmpty { error.append(("details", .array(details))) }
        var out: [UInt8] = []
        JSONValue.object([("error", .object(error))]).write(into: &out)
        return out
    }
}

extension FCMError {
    /// 400 INVALID_ARGUMENT naming one bad field (the shape of the error-codes page's first example); the message is
    /// the violation's description.
    package static func invalidArgument(field: String, description: String) -> FCMError {
        FCMError(httpStatus: 400, status: "INVALID_ARGUMENT", message: description,
                 fieldViolations: [FieldViolation(field: field, description: description)])
    }

    /// 400 INVALID_ARGUMENT for a token that is not an FCM registration token, word for word the error-codes page's second example.
    package static let invalidRegistrationToken = FCMError(
        httpStatus: 400, status: "INVALID_ARGUMENT", message: "The registration token is not a valid FCM registration token",
        errorCode: "INVALID_ARGUMENT")

    /// 404 UNREGISTERED: the token's app instance unregistered from FCM (the app was uninstalled, or the token is stale).
    package static let unregistered = FCMError(
        httpStatus: 404, status: "NOT_FOUND", message: "Requested entity was not found.", errorCode: "UNREGISTERED")

    /// 403 SENDER_ID_MISMATCH: the token belongs to another project's sender ID.
    package static let senderIDMismatch = FCMError(
        httpStatus: 403, status: "PERMISSION_DENIED", message: "SenderId mismatch", errorCode: "SENDER_ID_MISMATCH")

    /// 429 QUOTA_EXCEEDED: the project, the device or the topic was sent to too fast. The message text is notisim's;
    /// Firebase documents the code, not the words.
    package static let quotaExceeded = FCMError(
        httpStatus: 429, status: "RESOURCE_EXHAUSTED", message: "Quota exceeded for sending messages to this target.",
        errorCode: "QUOTA_EXCEEDED")

    /// 503 UNAVAILABLE: FCM is overloaded; the sender retries with back-off.
    package static let unavailable = FCMError(
        httpStatus: 503, status: "UNAVAILABLE", message: "The service is currently unavailable.", errorCode: "UNAVAILABLE")

    /// 401 THIRD_PARTY_AUTH_ERROR: the project's APNs certificate or authentication key is missing or was refused by APNs.
    package static func thirdPartyAuth(message: String) -> FCMError {
        FCMError(httpStatus: 401, status: "UNAUTHENTICATED", message: message, errorCode: "THIRD_PARTY_AUTH_ERROR")
    }

    /// 401 UNAUTHENTICATED without an FCM detail: the request's OAuth 2 access token is missing or not valid.
    package static func unauthenticated(message: String) -> FCMError {
        FCMError(httpStatus: 401, status: "UNAUTHENTICATED", message: message)
    }

    /// 404 NOT_FOUND without an FCM detail: the project or resource in the path does not exist.
    package static func notFound(message: String) -> FCMError {
        FCMError(httpStatus: 404, status: "NOT_FOUND", message: message)
    }
}
