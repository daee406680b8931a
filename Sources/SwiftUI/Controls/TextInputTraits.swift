// The keyboard and text-entry settings of a text field, as SwiftUI takes them on iOS. A terminal
// has no on-screen keyboard, no autocorrection and no AutoFill: the learner types on their own
// keyboard, so these settings compile and change nothing that is drawn.

/// The kind of on-screen keyboard a text field asks for, as UIKit's `UIKeyboardType`.
/// Accepted: a terminal has no on-screen keyboard, so every kind types the same keys.
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// UIKit's keyboards: `default`, letters and numbers, number pads, phone pads, and keyboards
    /// for URLs, email addresses, web searches and social posts; all type the same keys here.
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
    /// A content type from its UIKit name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A name's prefix or title, such as "Dr.".
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// A given (first) name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// A family (last) name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A name's suffix, such as "Jr.".
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A location, such as a place's name.
    public static let location = UITextContentType(rawValue: "location")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// A city and a state together.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// A sublocality, such as a district.
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// A country's name.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An account's password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password, which iOS would offer to make and save.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code, such as one sent by SMS.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A parcel's tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    /// A flight number.
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    /// A date, a time, or both.
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    /// A date of birth.
    public static let birthdate = UITextContentType(rawValue: "birthdate")
}

/// The label of the on-screen keyboard's return key, as SwiftUI's `SubmitLabel`.
/// Accepted: a terminal has no on-screen keyboard; Enter submits whatever the label.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return", the default.
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
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
    /// True: the text can be selected.
    public static let allowsSelection = true
}

/// Text that cannot be selected (`.textSelection(.disabled)`), the default.
/// Accepted: a terminal picture is selected and copied by the terminal itself.
public struct DisabledTextSelectability: TextSelectability {
    /// False: the text cannot be selected.
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
