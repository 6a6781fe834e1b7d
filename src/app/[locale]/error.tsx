'use client';

import { ErrorScreen } from '@/components/errors/error-screen';

export default ErrorScreen;
