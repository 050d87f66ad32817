// The keys and values of keychain queries and attributes (Security), with the strings Apple's constants hold, so an
// item written by hand in a workspace's keychain file (docs/rules/apple-frameworks.md#the-keychain) uses the names a device shows.

/// The item's class (`kSecClassGenericPassword`, `kSecClassInternetPassword`).
public let kSecClass: CFString = "class"
/// A generic password: found by service and account.
public let kSecClassGenericPassword: CFString = "genp"
/// An internet password: found by server, account, protocol, port and path.
public let kSecClassInternetPassword: CFString = "inet"

/// The service of a generic password.
public let kSecAttrService: CFString = "svce"
/// The account.
public let kSecAttrAccount: CFString = "acct"
/// The one access group the item is in.
public let kSecAttrAccessGroup: CFString = "agrp"
/// The server of an internet password.
public let kSecAttrServer: CFString = "srvr"
/// The protocol of an internet password.
public let kSecAttrProtocol: CFString = "ptcl"
/// The port of an internet password.
public let kSecAttrPort: CFString = "port"
/// The path of an internet password.
public let kSecAttrPath: CFString = "path"
/// The security domain of an internet password.
public let kSecAttrSecurityDomain: CFString = "sdmn"
/// The authentication type of an internet password.
public let kSecAttrAuthenticationType: CFString = "atyp"
/// A label shown for the item.
public let kSecAttrLabel: CFString = "labl"
/// A description of the item's kind.
public let kSecAttrDescription: CFString = "desc"
/// A comment.
public let kSecAttrComment: CFString = "icmt"
/// Data the app attaches to a generic password.
public let kSecAttrGeneric: CFString = "gena"
/// When the item was added (set by the keychain).
public let kSecAttrCreationDate: CFString = "cdat"
/// When the item was last changed (set by the keychain).
public let kSecAttrModificationDate: CFString = "mdat"
/// Whether the item syncs through iCloud Keychain.
public let kSecAttrSynchronizable: CFString = "sync"
/// Matches items whether they sync or not.
public let kSecAttrSynchronizableAny: CFString = "syna"
/// When the item may be read (`kSecAttrAccessibleAfterFirstUnlock`, …).
public let kSecAttrAccessible: CFString = "pdmn"
/// Readable while the device is unlocked.
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable after the first unlock since the device started.
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Readable always (deprecated by Apple).
public let kSecAttrAccessibleAlways: CFString = "dk"
/// Readable while unlocked, never restored to another device.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// Readable after the first unlock, never restored to another device.
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Readable always, never restored to another device (deprecated by Apple).
public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"
/// Readable while unlocked on a device with a passcode.
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"

/// The item's secret data.
public let kSecValueData: CFString = "v_Data"
/// Asks for the item's data as the result.
public let kSecReturnData: CFString = "r_Data"
/// Asks for the item's attributes as the result (a dictionary).
public let kSecReturnAttributes: CFString = "r_Attributes"
/// How many items a search answers.
public let kSecMatchLimit: CFString = "m_Limit"
/// One item (the default).
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Every matching item, as an array.
public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// Asks for the data protection keychain on macOS; iOS always uses it, so it changes nothing here.
public let kSecUseDataProtectionKeychain: CFString = "nleg"
