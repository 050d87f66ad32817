import _CryptoExtras
import Crypto
import Foundation
import NotiAPNs
import NotiCore

/// The Firebase project a workspace's FCM endpoint simulates, with the one service account allowed to send through
/// it: its key is made on first use and kept in `fcm-service-account.json` beside the endpoint's certificates, in the
/// file format Google's Cloud console downloads (docs/rules/fcm.md#service-account-credentials).
package struct FCMServiceAccount: Sendable {
    /// The project id (`projects/{id}/messages:send`).
    package var projectID: String
    /// The project number: FCM's sender id (`google.c.sender.id`).
    package var projectNumber: String
    /// The service account's e-mail: the `iss` of the JWTs it signs.
    package var clientEmail: String
    /// The key's id: the `kid` of the JWTs it signs.
    package var privateKeyID: String
    /// The public half of the key, which checks the JWTs.
    package var publicKey: _RSA.Signing.PublicKey
    /// The file as written: what `notisim fcm-credentials` copies.
    package var fileContents: [UInt8]

    /// Where the OAuth 2 token endpoint is, as the file names it: Google's, reached through notisim as a proxy
    /// (docs/rules/fcm.md#pointing-a-firebase-sdk-at-notisim).
    package static let tokenURI = "https://oauth2.googleapis.com/token"
    /// The file's name in the endpoint's state directory.
    package static let fileName = "fcm-service-account.json"

    /// The project id of `workspaceName`: `notisim-` and its letters and digits in lower case, dashes between words,
    /// at most 30 characters as Google allows.
    package static func projectID(workspaceName: String) -> String {
        var slug = ""
        for character in workspaceName.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                slug.append(character)
            } else if !slug.isEmpty && slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return String(("notisim-" + (slug.isEmpty ? "app" : slug)).prefix(30)).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }

    /// A 12-digit project number that stays the same for a project id.
    package static func projectNumber(projectID: String) -> String {
        let digest = SHA256.hash(data: Array(projectID.utf8))
        let value = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return String(100_000_000_000 + value % 900_000_000_000)
    }

    /// Reads the service account of `directory`, or makes one for `projectID` (an RSA 2048 key) when there is none
    /// or the one there belongs to another project (the workspace was renamed). An unreadable file is an error naming
    /// it and why.
    package static func loadOrCreate(directory: String, projectID: String) throws(FCMServiceAccountError) -> FCMServiceAccount {
        let path = (directory as NSString).appendingPathComponent(fileName)
        if let bytes = FileManager.default.contents(atPath: path) {
            let account = try read(Array(bytes), path: path)
            if account.projectID == projectID { return account }
        }
        let key: _RSA.Signing.PrivateKey
        do { key = try _RSA.Signing.PrivateKey(keySize: .bits2048) } catch {
            throw FCMServiceAccountError(reason: "\(path): cannot make an RSA key (\(error))")
        }
        let keyID = Array(SHA256.hash(data: key.publicKey.derRepresentation).prefix(20)).map { String(format: "%02x", $0) }.joined()
        let number = projectNumber(projectID: projectID)
        let email = "firebase-adminsdk-notisim@\(projectID).iam.gserviceaccount.com"
        let document = JSONValue.object([
            (key: "type", value: .string("service_account")),
            (key: "project_id", value: .string(projectID)),
            (key: "private_key_id", value: .string(keyID)),
            (key: "private_key", value: .string(key.pkcs8PEMRepresentation + "\n")),
            (key: "client_email", value: .string(email)),
            (key: "client_id", value: .string(number + "000000000")),
            (key: "auth_uri", value: .string("https://accounts.google.com/o/oauth2/auth")),
            (key: "token_uri", value: .string(tokenURI)),
            (key: "universe_domain", value: .string("googleapis.com")),
        ])
        let bytes = Array(document.serialized(pretty: true).utf8) + [0x0A]
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        } catch {
            throw FCMServiceAccountError(reason: "\(path): cannot write the service account (\(error.localizedDescription))")
        }
        return try read(bytes, path: path)
    }

    /// Reads a service-account file's fields and key.
    private static func read(_ bytes: [UInt8], path: String) throws(FCMServiceAccountError) -> FCMServiceAccount {
        let document: JSONValue
        do { document = try JSONParser.parse(bytes) } catch {
            throw FCMServiceAccountError(reason: "\(path): \(error.description)")
        }
        func field(_ name: String) throws(FCMServiceAccountError) -> String {
            guard let value = document[name]?.stringValue, !value.isEmpty else {
                throw FCMServiceAccountError(reason: "\(path): \(name): expected a string")
            }
            return value
        }
        let projectID = try field("project_id"), pem = try field("private_key")
        let key: _RSA.Signing.PrivateKey
        do { key = try _RSA.Signing.PrivateKey(pemRepresentation: pem) } catch {
            throw FCMServiceAccountError(reason: "\(path): private_key: not an RSA private key in PEM (\(error))")
        }
        return FCMServiceAccount(projectID: projectID, projectNumber: projectNumber(projectID: projectID),
                                 clientEmail: try field("client_email"), privateKeyID: try field("private_key_id"),
                                 publicKey: key.publicKey, fileContents: bytes)
    }
}

/// Why the service account could not be read or made: one line naming the file.
package struct FCMServiceAccountError: Error, Sendable, CustomStringConvertible {
    package var reason: String
    package var description: String { reason }
}
