import NotiCore

/// The body of `POST /v1/projects/{project}/messages:send`: `{"message": …, "validate_only": bool}`
/// (https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send).
package enum FCMSendRequest {
    /// The message and whether the sender only asks for it to be checked; or the 400 INVALID_ARGUMENT FCM answers.
    /// A body without `message` is refused as a message without a recipient.
    package static func parse(_ body: [UInt8]) -> Result<(message: FCMMessage, validateOnly: Bool), FCMError> {
        Result { () throws(FCMError) in try read(body) }
    }

    /// The request's spelling table, made once.
    private static let requestFields = FCMFieldReader.names(["message", "validate_only"])

    private static func read(_ body: [UInt8]) throws(FCMError) -> (message: FCMMessage, validateOnly: Bool) {
        let json: JSONValue
        do {
            json = try JSONParser.parse(body)
        } catch {
            throw .invalidArgument(field: "", description: "Invalid JSON payload received. \(error.reason) at line \(error.line), column \(error.column).")
        }
        let fields = try FCMFieldReader.fields(of: json, at: "", type: "type.googleapis.com/google.firebase.fcm.v1.SendMessageRequest",
                                               names: requestFields)
        var validateOnly = false
        var message: FCMMessage?
        for field in fields {
            switch field.name {
            case "validate_only": validateOnly = try FCMFieldReader.bool(field.value, at: "validate_only")
            default: message = try FCMMessageReader.read(field.value, at: "message")
            }
        }
        guard let message else { throw FCMMessageReader.noRecipient }
        return (message, validateOnly)
    }
}
