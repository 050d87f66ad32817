import NotiCore

/// The Instance ID service's batch topic API: `POST https://iid.googleapis.com/iid/v1:batchAdd` and `:batchRemove`, with
/// the body `{"to": "/topics/NAME", "registration_tokens": [...]}` and one result per token
/// (https://developers.google.com/instance-id/reference/server#manage_relationship_maps_for_multiple_app_instances).
/// That page documents no error bodies for a bad request; notisim answers with FCM's Google-style
/// 400 INVALID_ARGUMENT naming the field, and ignores members other than the two.
package enum FCMInstanceIDBatch {
    /// The most tokens one request may carry (the Instance ID page: up to 1,000 app instances per call).
    package static let maximumTokens = 1000

    /// The topic (without "/topics/") and the tokens, in order; or why the body is refused.
    package static func parse(_ body: [UInt8]) -> Result<(topic: String, tokens: [String]), FCMError> {
        Result { () throws(FCMError) in
            guard let json = try? JSONParser.parse(body), json.objectValue != nil else {
                throw .invalidArgument(field: "", description: "The request body is not a JSON object.")
            }
            guard case .string(let to) = json["to"], to.hasPrefix("/topics/"), FCMTopicName.isValid(String(to.dropFirst(8))) else {
                throw .invalidArgument(field: "to", description: "\"to\" must be \"/topics/\" and a topic name of 1 to 900 of a-z A-Z 0-9 - _ . ~ %.")
            }
            guard case .array(let elements) = json["registration_tokens"], (1...maximumTokens).contains(elements.count) else {
                throw .invalidArgument(field: "registration_tokens", description: "\"registration_tokens\" must list 1 to \(maximumTokens) tokens.")
            }
            var tokens: [String] = []
            for (index, element) in elements.enumerated() {
                guard case .string(let token) = element else {
                    throw FCMFieldReader.invalidValue(element, at: "registration_tokens[\(index)]", type: "TYPE_STRING")
                }
                tokens.append(token)
            }
            return (String(to.dropFirst(8)), tokens)
        }
    }

    /// The answer's body, `{"results": [{}, {"error": "NOT_FOUND"}, …]}`: one result per token in order, `{}` where
    /// the token's subscription changed, else its error (`NOT_FOUND`, `INVALID_ARGUMENT`, `INTERNAL`, `TOO_MANY_TOPICS`).
    package static func resultsBody(_ results: [String?]) -> [UInt8] {
        let entries: [JSONValue] = results.map { error in error.map { ["error": .string($0)] } ?? .object([]) }
        var out: [UInt8] = []
        JSONValue.object([("results", .array(entries))]).write(into: &out)
        return out
    }
}
