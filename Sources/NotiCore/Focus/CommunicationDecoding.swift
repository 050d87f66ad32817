extension CommunicationIntent {
    /// Reads a `communication` object, as workspace content, payloads and service extensions write it:
    /// `{"kind": "message"|"call", "sender": {"name", "handle", "image"}, "group", "conversationID", "donated"}`.
    /// `sender.image` is kept as written; the caller resolves it against its file's folder.
    /// The failure is one diagnostic naming the key and the reason.
    package static func decode(_ value: JSONValue, path: String) -> Result<CommunicationIntent, Diagnostic> {
        func key(_ name: String) -> String { path.isEmpty ? name : path + "." + name }
        guard value.objectValue != nil else { return .failure(.error(path, "expected an object, got \(PayloadText.describe(value))")) }
        func string(_ value: JSONValue?, _ path: String) -> Result<String?, Diagnostic> {
            guard let value else { return .success(nil) }
            guard let text = value.stringValue else { return .failure(.error(path, "expected a string, got \(PayloadText.describe(value))")) }
            return .success(text)
        }
        var kind = CommunicationKind.message
        if let kindValue = value["kind"] {
            guard let name = kindValue.stringValue, let known = CommunicationKind(rawValue: name) else {
                return .failure(.error(key("kind"), "expected \"message\" (INSendMessageIntent) or \"call\" (INStartCallIntent), got \(PayloadText.describe(kindValue))"))
            }
            kind = known
        }
        guard let senderValue = value["sender"] else {
            return .failure(.error(key("sender"), "missing: a communication intent needs the sender (an object with at least \"name\")"))
        }
        let senderPath = key("sender")
        guard senderValue.objectValue != nil else { return .failure(.error(senderPath, "expected an object, got \(PayloadText.describe(senderValue))")) }
        do throws(Diagnostic) {
            guard let name = try string(senderValue["name"], senderPath + ".name").get(), !name.isEmpty else {
                return .failure(.error(senderPath + ".name", "missing: the sender needs a non-empty name"))
            }
            let sender = CommunicationPerson(name: name, handle: try string(senderValue["handle"], senderPath + ".handle").get() ?? "",
                                             imagePath: try string(senderValue["image"], senderPath + ".image").get())
            var donated = true
            if let flag = value["donated"] {
                guard let bool = flag.boolValue else { return .failure(.error(key("donated"), "expected true or false, got \(PayloadText.describe(flag))")) }
                donated = bool
            }
            return .success(CommunicationIntent(kind: kind, sender: sender, groupName: try string(value["group"], key("group")).get(),
                                                conversationID: try string(value["conversationID"], key("conversationID")).get(),
                                                donated: donated))
        } catch {
            return .failure(error)
        }
    }
}

extension CommunicationIntent {
    /// The `communication` object `decode` reads, as a service extension's answer writes it.
    package var jsonValue: JSONValue {
        var sender: [(key: String, value: JSONValue)] = [(key: "name", value: .string(self.sender.name)),
                                                         (key: "handle", value: .string(self.sender.handle))]
        if let image = self.sender.imagePath { sender.append((key: "image", value: .string(image))) }
        var members: [(key: String, value: JSONValue)] = [(key: "kind", value: .string(kind.rawValue)), (key: "sender", value: .object(sender))]
        if let groupName { members.append((key: "group", value: .string(groupName))) }
        if let conversationID { members.append((key: "conversationID", value: .string(conversationID))) }
        members.append((key: "donated", value: .bool(donated)))
        return .object(members)
    }
}

extension Diagnostic: Error {}
