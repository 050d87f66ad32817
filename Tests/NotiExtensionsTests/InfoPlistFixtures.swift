import Foundation
import Testing
@testable import NotiExtensions

/// The two encodings every Info.plist rule is checked in.
enum PlistEncoding: String, CaseIterable, CustomTestStringConvertible {
    case xml, binary
    var testDescription: String { rawValue }
}

/// Builds Info.plist documents for the rule tests.
enum InfoPlistFixture {
    /// An XML Info.plist whose NSExtension dictionary holds `nsExtensionBody` (already XML), plus `extraTopLevel`.
    static func xml(nsExtension nsExtensionBody: String?, extraTopLevel: String = "") -> String {
        let nsExtension = nsExtensionBody.map { "<key>NSExtension</key>\n<dict>\n\($0)\n</dict>" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        <key>CFBundleName</key><string>Fixture</string>
        \(extraTopLevel)
        \(nsExtension)
        </dict>
        </plist>
        """
    }

    /// A content extension Info.plist with the given attribute members (XML).
    static func content(_ attributes: String, extraTopLevel: String = "") -> String {
        xml(nsExtension: """
        <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.content-extension</string>
        <key>NSExtensionAttributes</key>
        <dict>
        \(attributes)
        </dict>
        """, extraTopLevel: extraTopLevel)
    }

    /// The bytes of `xml` in the requested encoding (binary via the writer, after parsing the XML).
    static func bytes(_ xml: String, as encoding: PlistEncoding) throws -> [UInt8] {
        switch encoding {
        case .xml: return Array(xml.utf8)
        case .binary: return BinaryPlistWriter.encode(try PropertyList.parse(Array(xml.utf8)))
        }
    }

    /// Checks `xml` in the requested encoding.
    static func check(_ xml: String, as encoding: PlistEncoding) throws -> InfoPlistCheck {
        InfoPlistLoader.check(bytes: try bytes(xml, as: encoding))
    }
}
