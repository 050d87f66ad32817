import Foundation
import NotiCore

/// Decodes the `apns` section: the authentication mode and the provider keys, checking each key file exists and
/// holds a PEM key (the signature itself is checked when the endpoint starts).
struct PushEndpointDecoder {
    let sink: DiagnosticSink
    let files: WorkspaceFiles

    func settings(_ reader: ObjectReader) -> PushEndpointSettings {
        var settings = PushEndpointSettings()
        if let auth = reader.string("auth") {
            if PushEndpointSettings.authModes.contains(auth) {
                settings.auth = auth
            } else {
                sink.error(reader.childPath("auth"), "unknown mode \"\(auth)\"; expected none or jwt")
            }
        }
        for element in reader.array("providerKeys") ?? [] {
            guard let keyReader = ObjectReader(element.value, path: element.path, sink: sink) else { continue }
            defer { keyReader.finish() }
            if let key = providerKey(keyReader) { settings.providerKeys.append(key) }
        }
        if settings.auth == "jwt", settings.providerKeys.isEmpty {
            sink.warning(reader.childPath("providerKeys"), "auth is jwt but no provider key is named: every request will be refused with InvalidProviderToken")
        }
        return settings
    }

    private func providerKey(_ reader: ObjectReader) -> ProviderKeyReference? {
        let teamID = identifier(reader, "teamID")
        let keyID = identifier(reader, "keyID")
        let file = reader.string("key", required: true, allowEmpty: false).flatMap {
            files.existingFile($0, path: reader.childPath("key"), what: "key file")
        }
        if let file, !holdsPEMKey(file) {
            sink.error(reader.childPath("key"), "\(file.lastPathComponent) holds no PEM \"PRIVATE KEY\" or \"PUBLIC KEY\" block")
            return nil
        }
        guard let teamID, let keyID, let file else { return nil }
        return ProviderKeyReference(teamID: teamID, keyID: keyID, keyPath: file.path)
    }

    private func identifier(_ reader: ObjectReader, _ key: String) -> String? { reader.appleIdentifier(key, required: true) }

    private func holdsPEMKey(_ file: URL) -> Bool {
        guard let size = WorkspaceFiles.regularFileSize(file), size <= 64 * 1024,
              let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
        return text.contains("-----BEGIN") && (text.contains("PRIVATE KEY-----") || text.contains("PUBLIC KEY-----"))
    }
}

extension ObjectReader {
    /// A team or key id: Apple's are 10 upper-case letters and digits; anything else is accepted with a warning.
    func appleIdentifier(_ key: String, required: Bool) -> String? {
        guard let text = string(key, required: required, allowEmpty: false) else { return nil }
        let isApple = text.utf8.count == 10 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
        if !isApple { sink.warning(childPath(key), "\"\(text)\" is not 10 upper-case letters and digits as Apple's are") }
        return text
    }
}
