import { contactCvUpload } from '@auralis/form-schemas';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useChosenFileCheck } from './chosen-file-check';

const pdf = (name = 'cv.pdf') => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
const program = () => new File(['MZ\u0090\u0000'], 'cv.pdf', { type: 'application/pdf' });

describe('useChosenFileCheck (issue 33, item 8)', () => {
  it('reports a file that is not what its name says, and a good one as fine', async () => {
    const { result } = renderHook(() => useChosenFileCheck(contactCvUpload));
    const reported = vi.fn();
    result.current('cv', program(), reported);
    await waitFor(() => expect(reported).toHaveBeenCalledWith(contactCvUpload.typeMessage));
    result.current('cv', pdf(), reported);
    await waitFor(() => expect(reported).toHaveBeenLastCalledWith(null));
  });

  it('reports nothing for a choice another one replaced meanwhile, nor for no file', async () => {
    const { result } = renderHook(() => useChosenFileCheck(contactCvUpload));
    const first = vi.fn();
    const second = vi.fn();
    result.current('cv', program(), first);
    result.current('cv', pdf(), second);
    result.current('other', null, first);
    await waitFor(() => expect(second).toHaveBeenCalledWith(null));
    expect(first).not.toHaveBeenCalled();
  });
});
