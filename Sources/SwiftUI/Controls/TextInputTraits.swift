// The keyboard and text-entry settings of a text field, as SwiftUI takes them on iOS. A terminal
// has no on-screen keyboard, no autocorrection and no AutoFill: the learner types on their own
// keyboard, so these settings compile and change nothing that is drawn.

/// The kind of on-screen keyboard a text field asks for, as UIKit's `UIKeyboardType`.
/// Accepted: a terminal has no on-screen keyboard, so every kind types the same keys.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How the on-screen keyboard capitalizes what is typed, as SwiftUI's `TextInputAutocapitalization`.
/// Accepted: a terminal has no on-screen keyboard; what the learner types is kept as typed.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let kind: Int
    /// Nothing is capitalized.
    public static let never = TextInputAutocapitalization(kind: 0)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(kind: 1)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(kind: 2)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// What a text field holds, for AutoFill, as UIKit's `UITextContentType` constants.
/// Accepted: a terminal has no AutoFill or password suggestions to offer.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let middleName = UITextContentType(rawValue: "middleName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    public static let birthdate = UITextContentType(rawValue: "birthdate")
}

/// The label of the on-screen keyboard's return key, as SwiftUI's `SubmitLabel`.
/// Accepted: a terminal has no on-screen keyboard; Enter submits whatever the label.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// Whether people can select a text to copy it, as SwiftUI's `TextSelectability`.
/// Accepted: a terminal picture is selected and copied by the terminal itself.
public protocol TextSelectability {
    /// Whether the text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text that can be selected (`.textSelection(.enabled)`).
/// Accepted: a terminal picture is selected and copied by the terminal itself.
public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection = true
}

/// Text that cannot be selected (`.textSelection(.disabled)`), the default.
/// Accepted: a terminal picture is selected and copied by the terminal itself.
public struct DisabledTextSelectability: TextSelectability {
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text that can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Chooses the on-screen keyboard for the text fields in this view (`.keyboardType(.numberPad)`).
    /// Accepted: a terminal has no on-screen keyboard; the learner types on their own.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Chooses how the on-screen keyboard capitalizes (`.textInputAutocapitalization(.never)`).
    /// Accepted: a terminal has no on-screen keyboard; text is kept as typed.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Turns autocorrection off for the text fields in this view.
    /// Accepted: a terminal does not autocorrect, so text is always kept as typed.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// The older spelling of `autocorrectionDisabled(_:)`, deprecated in iOS 16.
    /// Accepted: a terminal does not autocorrect, so text is always kept as typed.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// Says what the text fields in this view hold, for AutoFill (`.textContentType(.password)`).
    /// Accepted: a terminal has no AutoFill or password suggestions.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Labels the return key of the on-screen keyboard (`.submitLabel(.done)`).
    /// Accepted: a terminal has no on-screen keyboard; Enter submits (`onSubmit`) whatever the label.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Lets people select the texts in this view to copy them (`.textSelection(.enabled)`).
    /// Accepted: a terminal picture is selected and copied by the terminal itself.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
