/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { loadMessages } from '@/i18n/messages';
import type { TUser } from '@/lib/contract/auth';
import { dialCodeOptions, RegisterForm, type RegisterFormProps } from './register-form';

afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const DIAL_CODES = [
  { name: 'France', dial_code: '+33', code: 'FR' },
  { name: 'United Kingdom', dial_code: '+44', code: 'GB' },
];

const USER: TUser = {
  id: 'u1',
  role: 'Consumer',
  guest: false,
  permission: [],
  email: 'ann@example.com',
  details: { first_name: 'Ann', last_name: 'Lee', title: 'Ms.', code: '+44', mobile_number: '7700900123' },
};

const setup = (over: Partial<RegisterFormProps> = {}) => {
  const props: RegisterFormProps = {
    dialCodes: DIAL_CODES,
    defaultDialCode: '+44',
    onSubmit: jest.fn().mockResolvedValue({ ok: true, message: 'Registered successfully' }),
    onCancel: jest.fn(),
    termsHref: '/terms_conditions',
    privacyHref: '/privacy_policy',
    ...over,
  };
  renderWithIntl(<RegisterForm {...props} />);
  return props;
};

describe('RegisterForm: Register or Sign Up (§2 dialog 5, §5)', () => {
  it('shows every required message and the three titles', async () => {
    const { onSubmit } = setup();
    const title = screen.getByLabelText('Title');
    expect(
      within(title)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'Mr.', 'Ms.', 'Mrs.']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
    for (const m of [
      'Email is required',
      'Title is required',
      'First Name is required',
      'Last Name is required',
      'Phone Number is required',
    ])
      expect(screen.getByText(m)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms_conditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy_policy');
  });

  it('checks the phone against the dial code on keyup and change', () => {
    setup();
    const phone = screen.getByLabelText('Phone Number');
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.keyUp(phone);
    expect(screen.getByText('Please provide a valid Phone Number')).toBeInTheDocument();
    fireEvent.change(phone, { target: { value: '7700900123' } });
    fireEvent.keyUp(phone);
    expect(screen.queryByText('Please provide a valid Phone Number')).toBeNull();
    // The same ten digits are too long for a French number.
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '+33' } });
    expect(screen.getByText('Please provide a valid Phone Number')).toBeInTheDocument();
  });

  it('names a bad phone number on Register even while other fields are still empty', async () => {
    // The finding: typing 123 and pressing Register showed no message under the phone field.
    const { onSubmit } = setup({
      dialCodes: [{ name: 'Afghanistan', dial_code: '+93', code: 'AF' }, ...DIAL_CODES],
    });
    const dial = screen.getByLabelText('Country code') as HTMLSelectElement;
    expect(dial.value).toBe('+44');
    expect(within(dial).getAllByRole('option')[0]).toHaveTextContent('United Kingdom (+44)');
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
    expect(screen.getByText('Please provide a valid Phone Number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      expect.stringContaining('Please provide a valid Phone Number'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a Consumer registration', async () => {
    const { onSubmit } = setup();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'bob@example.com' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mr.' } });
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Bob' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Ray' } });
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '7700900456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'bob@example.com',
        role: 'Consumer',
        details: {
          title: 'Mr.',
          first_name: 'Bob',
          last_name: 'Ray',
          code: '+44',
          mobile_number: '7700900456',
        },
      }),
    );
    expect(screen.getByText('Registered successfully')).toBeInTheDocument();
  });
});

describe('dialCodeOptions', () => {
  it('keeps one option per dial code, named after its main country', () => {
    const options = dialCodeOptions([
      { name: 'Guernsey', dial_code: '+44', code: 'GG' },
      { name: 'United Kingdom', dial_code: '+44', code: 'GB' },
      { name: 'American Samoa', dial_code: '+1', code: 'AS' },
      { name: 'United States', dial_code: '+1', code: 'US' },
      { name: 'Nowhere', dial_code: '', code: 'XX' },
    ]);
    expect(options.map((o) => o.code)).toEqual(['GB', 'US']);
  });

  it("puts the agency's dial code first, the rest by name", () => {
    const entries = [
      { name: 'Afghanistan', dial_code: '+93', code: 'AF' },
      { name: 'India', dial_code: '+91', code: 'IN' },
      { name: 'United Kingdom', dial_code: '+44', code: 'GB' },
    ];
    expect(dialCodeOptions(entries, '+44').map((o) => o.code)).toEqual(['GB', 'AF', 'IN']);
    expect(dialCodeOptions(entries).map((o) => o.code)).toEqual(['AF', 'IN', 'GB']);
  });
});

describe('RegisterForm: Edit profile', () => {
  it('locks the e-mail, offers Update and Delete Account', async () => {
    const onSubmit = jest.fn().mockResolvedValue({ ok: true, message: 'Profile updated' });
    setup({ user: USER, onSubmit, onDelete: jest.fn() });
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ann');
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Anna' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'ann@example.com',
        details: expect.objectContaining({ first_name: 'Anna' }),
      }),
    );
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
  });

  it('confirms deletion and shows the failure for 3 seconds', async () => {
    jest.useFakeTimers();
    const onDelete = jest.fn().mockResolvedValue(false);
    setup({ user: USER, onDelete });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete your account?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' })));
    expect(onDelete).toHaveBeenCalled();
    expect(screen.getByText('Unable to delete account.Please try again later.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Unable to delete account.Please try again later.')).toBeNull();
  });

  it('Edit profile offers Change password, which mails a fresh set-password link', async () => {
    const onChangePassword = jest
      .fn()
      .mockResolvedValue({ ok: true, message: 'Set password link has been sent to your mail id.' });
    setup({ user: USER, onChangePassword, onDelete: jest.fn() });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    expect(onChangePassword).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Set password link has been sent to your mail id.')).toBeInTheDocument();
  });
});

describe('RegisterForm in French (issue 31)', () => {
  it('labels the dial codes "+33 France"-style with the names given, in French order', () => {
    render(
      <NextIntlClientProvider locale="fr-FR" messages={loadMessages('en-GB')} timeZone="Europe/Paris">
        <RegisterForm
          dialCodes={[
            { name: 'Royaume-Uni', dial_code: '+44', code: 'GB' },
            { name: 'Égypte', dial_code: '+20', code: 'EG' },
            { name: 'Allemagne', dial_code: '+49', code: 'DE' },
            { name: 'France', dial_code: '+33', code: 'FR' },
          ]}
          defaultDialCode="+33"
          onSubmit={jest.fn()}
          onCancel={jest.fn()}
          termsHref="/terms_conditions"
          privacyHref="/privacy_policy"
        />
      </NextIntlClientProvider>,
    );
    const dial = screen.getByLabelText('Country code');
    expect(
      within(dial)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['+33 France', '+49 Allemagne', '+20 Égypte', '+44 Royaume-Uni']);
  });
});
