import Foundation

// The Core Foundation types the keychain API is written in, as Swift code on iOS uses them. Apple's Security module
// brings CoreFoundation, where they are classes toll-free bridged to Foundation's; here each is the Swift type it
// bridges to, so `[kSecClass as String: …] as CFDictionary`, `var item: CFTypeRef?` and `item as? Data` compile and
// behave as there.

/// Any Core Foundation object: a class instance, as on iOS (`AnyObject`).
public typealias CFTypeRef = AnyObject
/// A Core Foundation dictionary: the dictionary a query is written as (`query as CFDictionary`).
public typealias CFDictionary = [AnyHashable: Any]
/// A Core Foundation string: the keys and constant values of the keychain API are strings (`kSecClass as String`).
public typealias CFString = String
/// A Core Foundation data object.
public typealias CFData = Data
/// A Core Foundation array.
public typealias CFArray = [Any]
/// A Core Foundation Boolean.
public typealias CFBoolean = Bool
/// Core Foundation's true, implicitly unwrapped as Swift sees Apple's (`kCFBooleanTrue!`).
public let kCFBooleanTrue: CFBoolean! = true
/// Core Foundation's false, implicitly unwrapped as Swift sees Apple's.
public let kCFBooleanFalse: CFBoolean! = false

/// The result code of Apple's C APIs (`errSecSuccess`, `errSecItemNotFound`, …).
public typealias OSStatus = Int32
