import UIKit

/// Sign-up fields as apps configure them: keyboard types, content types for autofill, return keys that
/// move to the next field, a delegate that limits a code field to six digits.
public final class SignUpFieldsController: NSObject, UITextFieldDelegate {
    public let email = UITextField()
    public let password = UITextField()
    public let code = UITextField()
    public private(set) var focused: UITextField?

    @MainActor
    public override init() {
        super.init()
        email.keyboardType = .emailAddress
        email.textContentType = .emailAddress
        email.autocapitalizationType = .none
        email.autocorrectionType = .no
        email.returnKeyType = .next
        password.isSecureTextEntry = true
        password.textContentType = .newPassword
        password.returnKeyType = .next
        code.keyboardType = .numberPad
        code.textContentType = .oneTimeCode
        code.returnKeyType = .done
        for field in [email, password, code] { field.delegate = self }
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case email: focused = password
        case password: focused = code
        default: focused = nil
        }
        return false
    }

    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        guard textField === code else { return true }
        let current = (textField.text ?? "") as NSString
        let updated = current.replacingCharacters(in: range, with: string)
        return updated.count <= 6 && updated.allSatisfy(\.isNumber)
    }
}
